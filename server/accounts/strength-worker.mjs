// The password-strength estimator's own thread (docs/decisions/007): zxcvbn takes up to seconds
// on a long password, which on the main thread would stall every other request meanwhile.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// The lowest priority for this thread (on Linux a nice value is per thread): a burst of
// password checks then takes spare CPU only, never the request handling's.
try {
  os.setPriority(19);
} catch {
  // Not permitted here: the thread still runs off the event loop.
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
  // A strong start makes a strong password; judging more only costs time (it grows steeply).
  maxLength: 64,
});

parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    parentPort.postMessage({ id, score, warning: feedback.warning, suggestions: feedback.suggestions });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) });
  }
});
