/** The driver's money and standing, below the online switch (issue 33). To be built. */
export function DriverEarnings() {
  return null;
}
