// us-atlas ships TopoJSON files only. They are declared here rather than inferred from the JSON
// (the package tsconfig turns `resolveJsonModule` off), so the compiler never parses megabytes;
// load-us-atlas.ts gives them their TopoJSON type.
declare module 'us-atlas/*.json' {
  const topology: unknown
  export default topology
}
