// The contract's validators compiled on their first request instead of at start. A server builds
// about 2,300 of them (each operation's parameters, body and every answer) and compiling them took
// about a tenth of a start; most are never used by a given process (a test server, a worker that
// restarts). The suite still compiles every one of them (`compileEveryValidator` in
// validators-on-first-use.test.ts), so a schema Ajv refuses fails there, not at somebody's request.
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchema, AnyValidateFunction } from 'ajv/dist/core.js';

export interface ValidatorsOnFirstUse {
  /** A function that validates as `compile()`'s result does, compiling it on its first call. */
  defer(compile: () => AnyValidateFunction): AnyValidateFunction;
  /** `ajv` whose `compile` defers, for a plugin that compiles through the instance it is given. */
  deferringCompile(ajv: Ajv2020): Ajv2020;
  /** Compiles every validator not compiled yet; answers how many were handed out in all. */
  compileAll(): number;
}

export function validatorsOnFirstUse(): ValidatorsOnFirstUse {
  const handedOut: Array<() => AnyValidateFunction> = [];

  const defer = (compile: () => AnyValidateFunction): AnyValidateFunction => {
    let compiled: AnyValidateFunction | undefined;
    const compiledNow = (): AnyValidateFunction => (compiled ??= compile());
    handedOut.push(compiledNow);
    // Called as Ajv's own function is: Fastify passes the parent object so a root default applies.
    const validate = function (this: unknown, data: unknown, dataContext?: unknown) {
      return (compiledNow() as (this: unknown, data: unknown, context?: unknown) => unknown).call(this, data, dataContext);
    };
    // Read after a call, as on Ajv's function: Fastify reads `schemaEnv` before it calls, and `errors` after.
    Object.defineProperties(validate, {
      errors: { get: () => compiled?.errors ?? null },
      schemaEnv: { get: () => compiledNow().schemaEnv },
    });
    return validate as unknown as AnyValidateFunction;
  };

  return {
    defer,
    deferringCompile: (ajv) =>
      // Still an Ajv instance (the plugin checks), sharing the instance's schemas and compiled cache.
      Object.create(ajv, { compile: { value: (schema: AnySchema, meta?: boolean) => defer(() => ajv.compile(schema, meta)) } }) as Ajv2020,
    compileAll: () => {
      handedOut.forEach((compiledNow) => compiledNow());
      return handedOut.length;
    },
  };
}
