// The page is built by Vite: import.meta.env and its typing of asset imports.
/// <reference types="vite/client" />
