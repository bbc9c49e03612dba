import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWidget } from '../test-render.tsx';
import { confirmAction } from './confirm-action.tsx';

describe('the confirm prompt, as axe sees it', () => {
  it.each(['suspend', 'enable'])(
    'has a named close button and nothing else axe refuses (%s)',
    async (action) => {
      renderWidget(<div />);
      void confirmAction({ action, item: 'promo code', name: 'RIDE10' });
      const dialog = await screen.findByRole('dialog');
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      await expectNoAxeViolations(dialog);
    },
  );
});
