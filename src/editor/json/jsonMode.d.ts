/** Monaco's JSON mode, the chunk its JSON language loads on first use (no types of its own); imported only to have it in place early (monaco.ts). */
declare module 'monaco-editor/languages/features/json/jsonMode' {
  export function setupMode(defaults: unknown): unknown;
}
