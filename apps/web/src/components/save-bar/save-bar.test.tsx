import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_GUID } from '@wayfare/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-render.tsx';
import { SaveBar } from './save-bar.tsx';

describe('SaveBar (spec 000 §2.3)', () => {
  it.each([0, '0', EMPTY_GUID, '', null, undefined])('offers Save for the empty identifier %j', (id) => {
    renderWidget(<SaveBar id={id} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it.each([12, '3fa85f64-5717-4562-b3fc-2c963f66afa6', 'NG'])('offers Update for the identifier %j', (id) => {
    renderWidget(<SaveBar id={id} />);
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('shows Saving... or Updating... while saving, and Processing... while processing, disabled', () => {
    const { unmount } = renderWidget(<SaveBar id={0} status="saving" />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    unmount();
    const second = renderWidget(<SaveBar id={5} status="saving" />);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    second.unmount();
    renderWidget(<SaveBar id={5} status="processing" />);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('shows Back To Details when there is somewhere to go back to', async () => {
    const back = vi.fn();
    const save = vi.fn();
    renderWidget(<SaveBar id={5} onBack={back} onSave={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back To Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(back).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledOnce();
  });

  it('submits its form when no onSave is given', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWidget(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <SaveBar id={0} />
      </form>,
    );
    expect(screen.queryByRole('button', { name: 'Back To Details' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledOnce();
  });
});
