/**
 * A layered architecture drawing in plain HTML and CSS: each layer a box of its parts, with the
 * flows between two layers on the row between them. Used instead of a Mermaid flowchart where a
 * diagram is in the first screen, since Mermaid (~185 KiB of gzipped JS) would load with the page.
 * The labels are written in each locale's MDX; the drawing is one image whose text alternative is
 * the title and the description, and the title is the figure's caption.
 */
import { Fragment, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Layer {
  name: string;
  parts?: readonly string[];
}

/** A flow between a layer and the one below it: `up` goes from the lower layer to the upper. */
interface Flow {
  label: string;
  direction: 'up' | 'down' | 'both';
}

interface Props {
  title: string;
  /** What the drawing shows, in sentences: its text alternative. */
  description: string;
  layers: readonly Layer[];
  /** `flows[i]`: the flows between `layers[i]` and `layers[i + 1]`. */
  flows: readonly (readonly Flow[])[];
}

const arrows: Record<Flow['direction'], string> = { up: '↑', down: '↓', both: '↕' };

export default function LayerDiagram({ title, description, layers, flows }: Props): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={styles.drawing} role="img" aria-label={`${title}. ${description}`}>
        {layers.map((layer, index) => {
          const between = flows[index] ?? [];
          return (
            <Fragment key={layer.name}>
              <div className={styles.layer}>
                <span className={styles.layerName}>{layer.name}</span>
                {layer.parts !== undefined && (
                  <span className={styles.parts}>
                    {layer.parts.map((part) => (
                      <span key={part} className={styles.part}>
                        {part}
                      </span>
                    ))}
                  </span>
                )}
              </div>
              {between.length > 0 && (
                <div className={styles.flows}>
                  {between.map((flow) => (
                    <span key={flow.label} className={styles.flow}>
                      <span className={styles.arrow}>{arrows[flow.direction]}</span>
                      {flow.label}
                    </span>
                  ))}
                </div>
              )}
            </Fragment>
          );
        })}
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
