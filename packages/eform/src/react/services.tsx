import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { UploadFileType } from '../core/index.ts';

/** spec 000 §7: one entry of the static country list (a DialCode of null has no phone numbers). */
export type PhoneCountry = {
  Name: string;
  TwoLetterIsoCode: string;
  ThreeLetterIsoCode?: string;
  DialCode: string | null;
  Flag?: string;
};

/**
 * What the renderer needs from the app besides the form model (whose own options carry loadOptions, the
 * upload service and onError). Every member is optional; without one, its control is not offered.
 */
export type EFormServices = {
  /** spec 000 §7: the static country list for phone fields. Default: GET /countries.json. */
  loadCountries?: () => Promise<readonly PhoneCountry[]>;
  /**
   * spec 000 §6: 'use existing files' — opens the file manager and resolves with the chosen files' paths
   * ([] when closed). Give it only to admins: the image, multi-image, PDF and graphic fields offer it.
   */
  chooseExistingFiles?: (request: { multiple: boolean; types: UploadFileType[] }) => Promise<string[]>;
  /** Opens a picture in the image viewer; without it, a picture opens in a new tab. */
  viewImage?: (url: string, title?: string) => void;
  /** Reports a failure that is not the model's (countries loading): show as an error alert (spec 000 §8). */
  onError?: (message: string) => void;
};

const defaultCountries = async (): Promise<readonly PhoneCountry[]> => {
  const response = await fetch('/countries.json');
  if (!response.ok) throw new Error(`The country list could not be loaded (${response.status})`);
  return (await response.json()) as PhoneCountry[];
};

const ServicesContext = createContext<EFormServices>({});

export function EFormServicesProvider({
  services,
  children,
}: {
  services: EFormServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useEFormServices(): EFormServices & {
  loadCountries: () => Promise<readonly PhoneCountry[]>;
} {
  const services = useContext(ServicesContext);
  return useMemo(
    () => ({ ...services, loadCountries: services.loadCountries ?? defaultCountries }),
    [services],
  );
}

/**
 * Called with a field's key each time its component renders. For tests and benchmarks that count renders
 * (a keystroke must re-render only the touched field); nothing listens in the app.
 */
export const RenderProbeContext = createContext<((fieldKey: string) => void) | undefined>(undefined);
