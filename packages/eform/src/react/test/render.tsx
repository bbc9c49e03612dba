import { Accordion, Collapse, createTheme, MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  createFormModel,
  createOptionCache,
  type Field,
  type Form,
  type FormModelOptions,
} from '../../core/index.ts';
import { EForm, type EFormProps } from '../eform.tsx';

// jsdom never ends a CSS transition: a panel opened after the first render would stay collapsed.
const testTheme = createTheme({
  components: {
    Accordion: Accordion.extend({ defaultProps: { transitionDuration: 0 } }),
    Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }),
  },
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test" theme={testTheme}>
      {children}
    </MantineProvider>
  );
}

/** Renders inside Mantine without transitions or portals (env 'test'), with a user-event `user`. */
export function renderUi(ui: ReactElement) {
  const user = userEvent.setup({ delay: null });
  const result = render(ui, { wrapper: Providers });
  return { ...result, user };
}

export const formOf = (fields: Field[], more: Partial<Form> = {}): Form => ({
  GroupFields: [{ Id: 1, Fields: fields }],
  ...more,
});

/** A form model (own option cache, so tests never share loaded options) rendered by <EForm>. */
export function renderForm(
  form: Form,
  options: FormModelOptions = {},
  props: Omit<EFormProps, 'model' | 'definition' | 'options'> = {},
) {
  const model = createFormModel(form, { optionCache: createOptionCache(), ...options });
  return { model, ...renderUi(<EForm model={model} {...props} />) };
}

/** Lets the effects and timers a step set off run before what it did is read. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
