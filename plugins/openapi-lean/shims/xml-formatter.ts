/** Stands in for xml-formatter: the MiniAI API has no XML bodies, so XML is shown as written. */
export default function formatXml(xml: string): string {
  return xml;
}
