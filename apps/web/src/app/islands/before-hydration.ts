/*
 * What a person does to a server-drawn form before its island's code has arrived (issue 32: the sign-in page's
 * markup is there at first paint, and a quick person types into it). React keeps what the fields show when it
 * hydrates them but starts from the values it drew, so the typed values are handed to it as input events; a
 * form sent meanwhile is held (not sent by the browser as a plain GET with the password in its address) and
 * sent once its island is live.
 */
const heldForms = new Set<HTMLFormElement>();

/** Holds every form sent before its island is hydrated (main.tsx calls it as the page starts). */
export function holdFormsUntilHydrated() {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.closest('[data-hydrated]')) return;
      event.preventDefault();
      heldForms.add(form);
    },
    true,
  );
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
const textSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;

type Typed = { field: HTMLInputElement | HTMLTextAreaElement; value: string; checked: boolean };

/**
 * What the island's fields hold now, read before it is hydrated: React's first renders after hydration (an id
 * Mantine sets in a layout effect) write the values it holds back into the fields.
 */
export function readTyped(island: HTMLElement): Typed[] {
  return [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
    (field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }),
  );
}

/** Hands the values typed before hydration to React (the island is live now), then sends a form held meanwhile. */
export function replayBeforeHydration(island: HTMLElement, typed: Typed[]) {
  island.dataset.hydrated = '';
  // After the renders hydration sets off (Mantine's ids), which write React's values into the fields.
  setTimeout(() => replay(island, typed), 0);
}

function replay(island: HTMLElement, typed: Typed[]) {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A click changes it as the person did, through React.
      if (field.checked !== checked) field.click();
      continue;
    }
    if (field.value === value) continue;
    // The element's own setter tells React's tracker the value it shows now; the prototype's does not, so
    // React sees the input event's change.
    const shown = field.value;
    field.value = shown;
    (field instanceof HTMLInputElement ? valueSetter : textSetter)?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const form of heldForms) {
    if (!island.contains(form)) continue;
    heldForms.delete(form);
    // After React has taken the replayed values.
    setTimeout(() => form.requestSubmit(), 0);
  }
}
