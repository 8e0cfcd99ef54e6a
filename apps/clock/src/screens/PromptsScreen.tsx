import { useState, type FormEvent, type RefObject } from 'react';
import {
  PUNCH_CODE_REQUIRED,
  asksPunchCode,
  changeCosting,
  costingChoicesFor,
  costingErrors,
  detailChoices,
  punchCodesFor,
} from '../choices';
import type { ClockConfig, CostingChoice as Costing, WorkerStatus } from '@punchline/contracts/device';
import { CameraView } from './CameraView';
import type { Choices } from './who';

type Props = {
  config: ClockConfig;
  status: WorkerStatus | null;
  type: 'in' | 'out';
  busy: boolean;
  video: RefObject<HTMLVideoElement | null>;
  onConfirm: (choices: Choices) => void;
  onCancel: () => void;
};

type Option = { id: number; name: string };

/** A labelled choice; its messages are tied to it for screen readers. */
function Choice({
  id,
  label,
  options,
  value,
  required,
  errors,
  onChange,
}: {
  id: string;
  label: string;
  options: Option[];
  value: number | null;
  required: boolean;
  errors?: string[];
  onChange: (v: number | null) => void;
}) {
  return (
    <div className="choice">
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
      >
        <option value="">{required ? 'Choose…' : 'None'}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {errors && (
        <p id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

/** Punch code and costing, asked before the punch with the console's rules and messages. */
export function PromptsScreen({ config, status, type, busy, video, onConfirm, onCancel }: Props) {
  const codes = asksPunchCode(config) ? punchCodesFor(config, type) : null;
  const options = costingChoicesFor(status?.costingOptions, type);
  const [punchCodeId, setPunchCodeId] = useState<number | null>(null);
  const [costing, setCosting] = useState<Costing>({ job: null, jobPhase: null, costCode: null });
  const [checked, setChecked] = useState(false);

  const codeErrors = codes && config.punchCodeMode === 'required' && punchCodeId === null ? [PUNCH_CODE_REQUIRED] : undefined;
  const errors = options ? costingErrors(options, config, costing) : {};
  const details = options ? detailChoices(options, config, costing) : null;
  const valid = !codeErrors && Object.keys(errors).length === 0;
  const verb = type === 'in' ? 'Clock In' : 'Clock Out';

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!valid || busy) return;
    onConfirm({ ...(punchCodeId !== null && { punchCodeId }), ...(options && { costing }) });
  }

  return (
    <main className="screen screen--prompts">
      <h1>{verb}</h1>
      <form className="prompts" onSubmit={submit} noValidate>
        {codes && (
          <Choice
            id="punch-code"
            label="Punch Code"
            options={codes}
            value={punchCodeId}
            required={config.punchCodeMode === 'required'}
            errors={checked ? codeErrors : undefined}
            onChange={setPunchCodeId}
          />
        )}
        {options && details && (
          <>
            <Choice
              id="job"
              label="Job"
              options={options.jobs}
              value={costing.job}
              required={config.costing.jobRequired}
              errors={checked ? errors.job : undefined}
              onChange={(v) => setCosting(changeCosting(options, costing, 'job', v))}
            />
            {details.showPhase && (
              <Choice
                id="job-phase"
                label="Job Phase"
                options={details.phases}
                value={costing.jobPhase}
                required={details.job?.jobPhaseMode === 'require'}
                errors={checked ? errors.jobPhase : undefined}
                onChange={(v) => setCosting(changeCosting(options, costing, 'jobPhase', v))}
              />
            )}
            {details.showCode && (
              <Choice
                id="cost-code"
                label="Cost Code"
                options={details.codes}
                value={costing.costCode}
                required={details.job?.costCodeMode === 'require'}
                errors={checked ? errors.costCode : undefined}
                onChange={(v) => setCosting(changeCosting(options, costing, 'costCode', v))}
              />
            )}
          </>
        )}
        {config.defaults.photoCapture && <CameraView video={video} label="Camera: a photo is taken with your punch" />}
        <div className="actions">
          <button type="submit" className={`button button--large ${type === 'in' ? 'button--in' : 'button--out'}`} disabled={busy}>
            {busy ? 'Recording…' : verb}
          </button>
          <button type="button" className="button button--link" onClick={onCancel}>
            Back
          </button>
        </div>
      </form>
    </main>
  );
}
