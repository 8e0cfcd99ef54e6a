import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { groupedCode, pairingUrl, timeLeft, type PairingCode } from './pairing-code';
import { PairingQrCode } from './PairingQrCode';

type Props = {
  deviceName: string;
  /** Whose screen the steps talk about: a shared tablet, or a worker's own phone (a personal clock). */
  target: 'tablet' | 'phone';
  /** The code made, or null while none is shown. */
  code: PairingCode | null;
  busy: boolean;
  onNewCode: () => void;
  onClose: () => void;
};

/** A device's pairing code, large and grouped, with its countdown, the steps and a QR code. */
export function PairingDialog({ deviceName, target, code, busy, onNewCode, onClose }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!code) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [code]);
  const origin = window.location.origin;
  const left = code ? timeLeft(code.expiresAt, now) : null;
  return (
    <Modal opened={code !== null} onClose={onClose} title={`Pair ${deviceName}`} size="lg">
      {code && (
        <Stack gap="md">
          <Group align="flex-start" gap="xl" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              <Text
                data-testid="pairing-code"
                ff="monospace"
                fw={700}
                style={{ fontSize: 40, letterSpacing: 4 }}
                td={left ? undefined : 'line-through'}
              >
                {groupedCode(code.code)}
              </Text>
              {left ? (
                <Text size="sm" c="dimmed" data-testid="pairing-countdown">
                  Expires in {left}
                </Text>
              ) : (
                <Alert color="yellow">This code has expired. Make a new one.</Alert>
              )}
              <List type="ordered" size="sm" spacing={4}>
                <List.Item>
                  Scan the QR code with the {target}&apos;s camera, or open <b>{origin}/clock</b> on the {target} and type this code.
                </List.Item>
                <List.Item>Choose Pair: the {target} is now this device.</List.Item>
                <List.Item>Add it to the home screen (the browser&apos;s menu) to open it like an app.</List.Item>
              </List>
              <Text size="sm" c="dimmed">
                The code works once. Making a new one cancels this one.
              </Text>
            </Stack>
            <PairingQrCode url={pairingUrl(origin, code.code)} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" loading={busy} onClick={onNewCode}>
              New Code
            </Button>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
