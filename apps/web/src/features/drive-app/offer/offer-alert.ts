/**
 * An offer's short sound (Web Audio: two tones, no file to download) and a vibration, where the
 * browser allows them. Browsers let a page make sound only after a tap, so the audio is made ready
 * when the driver taps Go online (`prepareOfferAlert`); before that the offer only vibrates.
 */
let audio: AudioContext | undefined;

export function prepareOfferAlert() {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => {});
}

function beep(context: AudioContext, startsAt: number, frequency: number) {
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.frequency.value = frequency;
  volume.gain.setValueAtTime(0.25, startsAt);
  volume.gain.exponentialRampToValueAtTime(0.001, startsAt + 0.25);
  tone.connect(volume).connect(context.destination);
  tone.start(startsAt);
  tone.stop(startsAt + 0.25);
}

export function alertNewOffer() {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Not allowed here (no tap yet, or a desktop): the offer shows all the same.
  }
  if (audio?.state !== 'running') return;
  beep(audio, audio.currentTime, 880);
  beep(audio, audio.currentTime + 0.3, 1175);
}
