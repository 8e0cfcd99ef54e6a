import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES } from '@punchline/domain';
import { useState } from 'react';
import { api } from '../api/http';

type State = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'submitted' } | { kind: 'error'; message: string };

/** SPEC section 4 "Feedback dialog": idle, submitting, submitted, error (inline). */
export function FeedbackDialog({ opened, onClose, orgId }: { opened: boolean; onClose: () => void; orgId: number }) {
  const [rating, setRating] = useState(0);
  const [comments, setComments] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  // Section 5: Submit needs a star rating or a comment and is disabled while submitting.
  const canSubmit = (rating > 0 || comments.trim() !== '') && state.kind !== 'submitting';

  function close() {
    onClose();
    setRating(0);
    setComments('');
    setState({ kind: 'idle' });
  }

  async function submit() {
    setState({ kind: 'submitting' });
    try {
      await api('feedback', { method: 'POST', body: { rating: rating || null, comments, orgId } });
      setState({ kind: 'submitted' });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Feedback" centered>
      {state.kind === 'submitted' ? (
        <Stack>
          <Text>{MESSAGES.feedbackThanks}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">How are we doing?</Text>
          <Rating value={rating} onChange={setRating} size="lg" aria-label="Rating" />
          <Textarea label="Comments" autosize minRows={3} value={comments} onChange={(e) => setComments(e.currentTarget.value)} />
          {state.kind === 'error' && (
            <Alert color="red" role="alert">
              {state.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={!canSubmit} loading={state.kind === 'submitting'}>
              Submit
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
