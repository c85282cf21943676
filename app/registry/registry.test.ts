import { describe, expect, it } from 'vitest';
import { modules as full } from '../../shared/modules';
import { modules } from './modules-data';
import { moduleRoutes } from './routes-data';

describe('the client registry', () => {
  it('is plain data, so the literal Vite inlines at build time is the same list', () => {
    expect(JSON.parse(JSON.stringify(modules))).toEqual(modules);
    expect(JSON.parse(JSON.stringify(moduleRoutes))).toEqual(moduleRoutes);
  });

  it('has every module of the registry, in order, with its routes and texts', () => {
    expect(modules.map((m) => m.key)).toEqual(full.map((m) => m.key));
    expect(moduleRoutes.map((m) => m.route)).toEqual(full.map((m) => m.route));
    expect(moduleRoutes.map((m) => m.entryRoute)).toEqual(full.map((m) => m.entryRoute));
    for (const m of modules) expect(m.texts.correct).toBe(full.find((f) => f.key === m.key)!.texts.correct);
    expect(modules.filter((m) => m.longAnswer).map((m) => m.key)).toEqual(['vakyaShudhi']);
  });
});
