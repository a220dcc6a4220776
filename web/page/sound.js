// The game's sounds: short tones made with Web Audio (no sound files), when the settings say so.
const SOUNDS = { card: [520, 0.05], take: [660, 0.07], scopa: [880, 0.18], trick: [440, 0.08] };

let audio = null;
let soundOn = false;

// Chromium's first audio context of a page waits for the browser to open the audio output: a
// synchronous call of 50-250 ms on the main thread (later ones take 1-4 ms). Asking for the devices
// (an asynchronous call) opens it too, so the page asks once, when it is idle, as soon as the sound
// is on: the first click, which makes the context, no longer waits. (An audio element's setSinkId
// opens it as well, but blocks the main thread for as long: a 50-270 ms task; asking for the
// devices made none.)
let warmed = false;

function warmAudioOutput() {
  warmed = true;
  const devices = navigator.mediaDevices;
  if (!devices || !devices.enumerateDevices || audio) return;
  const ask = () => devices.enumerateDevices().catch(() => {});
  if (window.requestIdleCallback) requestIdleCallback(ask, { timeout: 2000 });
  else setTimeout(ask, 0);
}

// The sound setting (the worker's "sound" message says it, with or without a sound to play).
export function setSound(on) {
  soundOn = on;
  if (on && !warmed) warmAudioOutput();
}

export function sound(kind) {
  if (!soundOn || !(kind in SOUNDS) || !audio || audio.state !== "running") return;
  try {
    const [frequency, length] = SOUNDS[kind];
    const now = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "triangle";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.08, now + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + length);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + length + 0.02);
  } catch (error) {
    soundOn = false;  // sound is a nicety; never let it break a game
  }
}

// Browsers only let an audio context run after a user gesture: called on every click and key.
export function unlockAudio() {
  if (!soundOn) return;
  try {
    if (!audio) audio = new AudioContext();
    if (audio.state !== "running") audio.resume();
  } catch (error) {
    soundOn = false;
  }
}
