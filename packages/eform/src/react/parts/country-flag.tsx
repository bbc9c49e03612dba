import { useEffect, useState } from 'react';

/** SVG markup of each country's flag (3:2), by ISO alpha-2 code. */
export type FlagSvgs = Readonly<Record<string, string | undefined>>;

let loading: Promise<FlagSvgs> | undefined;

/**
 * The flags of country-flag-icons, loaded once and only when a phone field shows: every flag is in the one
 * list the picker opens, so they come as one chunk of their own (about 45 kB gzipped) rather than in the
 * main bundle. A failed load is tried again by the next phone field.
 */
export function loadFlagSvgs(): Promise<FlagSvgs> {
  loading ??= import('country-flag-icons/string/3x2').then(
    (flags): FlagSvgs => flags,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The flags once loaded (undefined meanwhile, or when they could not be loaded: the picker then shows none). */
export function useFlagSvgs(): FlagSvgs | undefined {
  const [flags, setFlags] = useState<FlagSvgs | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadFlagSvgs().then(
      (loaded) => current && setFlags(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return flags;
}

const dataUrls = new Map<string, string>();

/** A flag's SVG as an image address, made when first shown and kept. */
export function flagDataUrl(iso: string, svg: string): string {
  let url = dataUrls.get(iso);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    dataUrls.set(iso, url);
  }
  return url;
}

/**
 * spec 000 §2.4: a country's flag, drawn from SVG (emoji flags show as two letters on Windows and in Chromium
 * on Linux). Decorative: the country's name says which it is, so the image has an empty alt.
 */
export function CountryFlag({ iso, flags }: { iso: string | undefined; flags: FlagSvgs | undefined }) {
  const svg = iso ? flags?.[iso.toUpperCase()] : undefined;
  if (!iso || !svg) return null;
  return (
    <img
      src={flagDataUrl(iso.toUpperCase(), svg)}
      alt=""
      width={21}
      height={14}
      data-country={iso.toUpperCase()}
      className="eform-country-flag"
    />
  );
}
