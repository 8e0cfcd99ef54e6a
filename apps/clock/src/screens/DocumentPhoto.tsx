import { useRef, useState } from 'react';
import type { CredentialProblem, Identification } from '@punchline/contracts/device';
import { ApiError, NetworkError, deviceApi, isUnpaired } from '../api';
import { snapshot } from '../camera';
import { photoLabel } from '../credential-step';
import { CameraView } from './CameraView';

type Props = {
  token: string;
  identification: Identification;
  problems: CredentialProblem[];
  maxBytes: number;
  onUnpaired: (message: string) => Promise<void>;
};

type State = { name: 'idle' } | { name: 'camera'; problem: CredentialProblem } | { name: 'sent'; typeName: string };

/**
 * A photo of a missing or expired credential's document, where a policy allows it: the clock's
 * camera, one picture, kept among the worker's documents for a manager to check. It does not let
 * the worker clock in: the manager enters the credential.
 */
export function DocumentPhoto({ token, identification, problems, maxBytes, onUnpaired }: Props) {
  const [state, setState] = useState<State>({ name: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);

  const take = async (problem: CredentialProblem) => {
    const element = video.current;
    // The camera's full width: a document's text must stay readable.
    const photo = element ? snapshot(element, element.videoWidth || 640, maxBytes) : null;
    if (!photo) return setError('The photo could not be taken. Check the camera and try again.');
    setBusy(true);
    setError(null);
    try {
      await deviceApi.credentialPhoto(token, { identification, typeId: problem.typeId, photo });
      setState({ name: 'sent', typeName: problem.typeName });
    } catch (e) {
      if (isUnpaired(e)) return void onUnpaired(e.message);
      setError(
        e instanceof NetworkError
          ? 'No network: the photo was not sent. Try again.'
          : e instanceof ApiError
            ? e.message
            : 'Something went wrong. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (state.name === 'sent')
    return (
      <p className="notice" role="status">
        Your photo of your {state.typeName} was sent. Your manager will check it and enter your credential.
      </p>
    );
  if (state.name === 'camera')
    return (
      <section className="credentials__photo" aria-label="Photo of your document">
        <p className="hint">Hold your {state.problem.typeName} up to the camera so it fills the picture.</p>
        <CameraView video={video} label="Camera: hold your document here" />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void take(state.problem)}>
            Take photo
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => setState({ name: 'idle' })}>
            Back
          </button>
        </div>
      </section>
    );
  return (
    <div className="actions actions--column">
      {problems.map((problem) => (
        <button
          key={problem.typeId}
          type="button"
          className="button"
          onClick={() => (setError(null), setState({ name: 'camera', problem }))}
        >
          {photoLabel(problem, problems.length)}
        </button>
      ))}
    </div>
  );
}
