import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text.tsx';
import { renderWidget } from './test-render.tsx';

/** The address as the browser may lay it out: '|' where a line may break. */
const breaksOf = (element: HTMLElement) =>
  [...element.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');

describe('EmailText', () => {
  it('reads as the whole address and may break only after the @ and before the domain’s dots', () => {
    renderWidget(<EmailText email="tunde.bakare@demo.wayfare.ng" />);
    const address = screen.getByText('tunde.bakare@demo.wayfare.ng');
    expect(breaksOf(address)).toBe('tunde.bakare@|demo|.wayfare|.ng');
  });

  it('leaves a text without an @ whole', () => {
    renderWidget(<EmailText email="not-an-address" />);
    expect(breaksOf(screen.getByText('not-an-address'))).toBe('not-an-address');
  });
});
