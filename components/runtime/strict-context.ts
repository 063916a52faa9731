// Contexts whose hook fails loudly, naming the provider, when used outside it.
import { createContext, useContext, type Context } from "react";

const MISSING = Symbol("no provider");

/** A context plus a hook that throws `Hook useX is called outside the <XProvider>.` without one. */
export function createStrictContext<T>(
  hookName: string,
  providerName: string,
): [Context<T>, () => T] {
  const context = createContext<T>(MISSING as unknown as T);
  function useStrictContext(): T {
    const value = useContext(context);
    if (value === (MISSING as unknown)) {
      throw new Error(
        `Hook ${hookName} is called outside the <${providerName}>. Wrap the component in <${providerName}>.`,
      );
    }
    return value;
  }
  return [context, useStrictContext];
}
