/** Fetches an option address; the app injects it (the API client's GET on a full address). */
export type LoadOptions = (address: string) => Promise<unknown[]>;

/** spec 000 §4: option load results are cached per address for the session. */
export type OptionCache = {
  load(address: string, loadOptions: LoadOptions): Promise<unknown[]>;
  clear(): void;
};

/**
 * A cache of option loads by address. A load in flight is shared by every field asking for the same address;
 * a failed load is forgotten, so the next attempt fetches again.
 */
export function createOptionCache(): OptionCache {
  const loads = new Map<string, Promise<unknown[]>>();
  return {
    load(address, loadOptions) {
      const cached = loads.get(address);
      if (cached) return cached;
      const load = loadOptions(address).then((rows) => {
        if (!Array.isArray(rows)) throw new Error(`The options of ${address} are not a list`);
        return rows;
      });
      loads.set(address, load);
      load.catch(() => loads.delete(address));
      return load;
    },
    clear: () => loads.clear(),
  };
}

/** The cache every form model shares unless given its own: one per browser session. */
export const sessionOptionCache = createOptionCache();
