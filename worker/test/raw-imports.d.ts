// Vite `?raw` imports (the bundled season CSVs) give the file's text.
declare module "*.csv?raw" {
  const text: string;
  export default text;
}
