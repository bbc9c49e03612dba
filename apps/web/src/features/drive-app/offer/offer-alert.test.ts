import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertNewOffer, prepareOfferAlert } from './offer-alert.ts';

/** A browser's Web Audio, counting the tones started; `running` once resumed (after a tap). */
function fakeAudio() {
  const tones: number[] = [];
  class FakeAudioContext {
    state = 'suspended';
    currentTime = 0;
    destination = {};
    async resume() {
      this.state = 'running';
    }
    createOscillator() {
      const tone = {
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => tones.push(tone.frequency.value),
        stop: () => {},
      };
      return tone;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (next: unknown) => next,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

afterEach(() => Reflect.deleteProperty(navigator, 'vibrate'));

describe("an offer's sound and vibration", () => {
  it('vibrates, and once the audio is made ready by a tap plays two short tones', async () => {
    const tones = fakeAudio();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    prepareOfferAlert();
    await Promise.resolve();
    alertNewOffer();
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
    expect(tones).toEqual([880, 1175]);
  });

  it('shows the offer all the same where vibrating is refused', () => {
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: () => {
        throw new Error('not allowed');
      },
    });
    expect(() => alertNewOffer()).not.toThrow();
  });
});
