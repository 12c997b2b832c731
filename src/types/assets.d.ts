/** Font files imported for their URL (Docusaurus emits them as hashed assets, like CSS url()). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
