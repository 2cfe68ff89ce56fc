// Vite `?raw` imports (the bundled season CSVs) give the file's text.
declare module "*.csv?raw" {
  const text: string;
  export default text;
}

// Retrosheet's game log (data/mlb_gl2024.txt) is text without a header.
declare module "*.txt?raw" {
  const text: string;
  export default text;
}
