import countries from '@wayfare/contracts/countries.json';
import type { UploadService } from '@wayfare/eform/core';
import type { EFormServices, PhoneCountry } from '@wayfare/eform/react';

/** Uploads nothing: reports progress and gives a made-up path, so no request leaves the page. */
export const fakeUploadService: UploadService = {
  async upload(file, settings, onProgress) {
    onProgress(50);
    onProgress(100);
    return { FilePath: `/uploads/${settings.Type.toLowerCase()}/${file.name}` };
  },
  async resize(filePath, width, height) {
    return { FilePath: `${filePath}?w=${width}&h=${height}` };
  },
};

/** The app's static country list (spec 000 §7), from the bundle instead of GET /countries.json. */
export const benchServices: EFormServices = {
  loadCountries: async () => countries as PhoneCountry[],
  onError: (message) => console.error(message),
};
