import { List, Table, Text } from '@mantine/core';
import type { HealthAnswerRow } from '@punchline/contracts';

type Props = { rows: readonly HealthAnswerRow[]; dateTime: (instant: string) => string };

const said = (answer: boolean | null) => (answer === null ? 'No answer' : answer ? 'Yes' : 'No');

/** The answers, newest first: who, when, where, which questionnaire, the outcome and each answer. */
export function AnswersTable({ rows, dateTime }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Health and safety answers" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Worker</Table.Th>
            <Table.Th>Device</Table.Th>
            <Table.Th>Questionnaire</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Answers</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(r.at)}</Table.Td>
              <Table.Td>{r.workerName}</Table.Td>
              <Table.Td>{r.device ?? ''}</Table.Td>
              <Table.Td>{r.questionnaire}</Table.Td>
              <Table.Td>
                {/* Text, not a badge: a narrow column would cut a badge's word short. */}
                <Text size="sm" fw={700} c={r.passed ? 'teal.9' : 'red.8'}>
                  {r.passed ? 'Passed' : 'Failed'}
                </Text>
              </Table.Td>
              <Table.Td>
                <List size="sm" listStyleType="none" spacing={2}>
                  {r.answers.map((a) => (
                    <List.Item key={a.text}>
                      {a.text}{' '}
                      <Text span fw={600} size="sm" c={a.answer === a.passAnswer ? undefined : 'red.8'}>
                        {said(a.answer)}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
