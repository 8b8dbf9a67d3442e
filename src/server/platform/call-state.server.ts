/**
 * The one place per-call state lives: values kept by an object that lives exactly as long as the
 * call (its `Request`, or the session object a page load's reads share), gone with it. A call
 * without such an object (one the server makes itself) keeps nothing. ADR 047.
 */
const perCall = new WeakMap<object, Map<symbol, unknown>>();

/** One named slot of per-call state; each call of `callState` is a slot of its own. */
export function callState<T>(name: string) {
  const key = Symbol(name);
  return {
    get(call: object | undefined): T | undefined {
      return call ? (perCall.get(call)?.get(key) as T | undefined) : undefined;
    },
    set(call: object | undefined, value: T): void {
      if (!call) return;
      let state = perCall.get(call);
      if (!state) {
        state = new Map();
        perCall.set(call, state);
      }
      state.set(key, value);
    },
    delete(call: object | undefined): void {
      if (call) perCall.get(call)?.delete(key);
    },
  };
}
