// A sound and a vibration for each scan: one high tone when accepted, two low ones when refused, so the
// person scanning hears the answer without looking. Silent where the browser has no audio or vibration.

let context: AudioContext | null = null;

function tone(at: number, frequency: number, seconds: number) {
  if (!context) return;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + seconds);
}

/**
 * Makes the sound ready from a tap (opening the camera): a browser lets a page play sound only once the
 * person touched it, and Safari only from an audio context made or resumed during a touch, whereas the
 * camera's scans are answered long after any touch.
 */
export function primeFeedback() {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    // No audio here.
  }
}

export function signalScan(accepted: boolean) {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const now = context.currentTime;
    if (accepted) tone(now, 1320, 0.12);
    else {
      tone(now, 330, 0.15);
      tone(now + 0.2, 330, 0.15);
    }
  } catch {
    // No audio here: the screen still shows the answer.
  }
  try {
    navigator.vibrate?.(accepted ? 60 : [120, 80, 120]);
  } catch {
    // No vibration here.
  }
}
