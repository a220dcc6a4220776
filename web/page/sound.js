// The game's sounds: short tones made with Web Audio (no sound files), when the settings say so.
const SOUNDS = { card: [520, 0.05], take: [660, 0.07], scopa: [880, 0.18], trick: [440, 0.08] };

let audio = null;
let soundOn = false;

// The sound setting (the worker's "sound" message says it, with or without a sound to play).
export function setSound(on) {
  soundOn = on;
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
