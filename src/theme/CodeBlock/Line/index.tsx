// Swizzle (wrap): the theme's code line, memoised. Right after hydration the colour-mode context
// gets a new value on every page (its `colorModeChoice` goes from null to the stored or default
// choice), so every code block renders again with the same Prism theme; its lines' props (the
// memoised tokens and the theme's prop getters) are then unchanged, and the lines and their
// tokens, ~1,400 components on an operation page, skip that pass. A real theme change gives new
// prop getters, and the lines render in the new colours.
import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';

export default memo(Line);
