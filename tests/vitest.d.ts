declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export {};
