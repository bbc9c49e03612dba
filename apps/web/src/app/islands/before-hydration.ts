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

/** Hands the island's typed values to React (it has just hydrated), then sends a form held meanwhile. */
export function replayBeforeHydration(island: HTMLElement) {
  island.dataset.hydrated = '';
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      // React hydrated the drawn state: put it back, and let the click change it as the person did.
      field.checked = field.defaultChecked;
      field.click();
      continue;
    }
    // After hydration a controlled field's defaultValue is the value React holds.
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // The element's own setter tells React's tracker the old value; the prototype's does not, so React sees
    // the input event's change.
    field.value = field.defaultValue;
    (field instanceof HTMLInputElement ? valueSetter : textSetter)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const form of heldForms) {
    if (!island.contains(form)) continue;
    heldForms.delete(form);
    // After React has taken the replayed values.
    setTimeout(() => form.requestSubmit(), 0);
  }
}
