import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { profileStrings as s } from './strings.ts';

export interface MaskedInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  disabled?: boolean;
}

/** A sensitive number (SIN, bank, branch, account): hidden as dots until the user shows it (001 §2). */
export function MaskedInput({ name, label, value, onChange, errorText, disabled }: MaskedInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField
      label={label}
      errorText={errorText}
      data-testid={`field-${name}`}
      info={
        <Button
          variant="inline-icon"
          formAction="none"
          iconName={shown ? 'lock-private' : 'unlocked'}
          ariaLabel={shown ? s.contact.hide(label) : s.contact.show(label)}
          onClick={() => setShown((current) => !current)}
          data-testid={`toggle-${name}`}
        />
      }
    >
      <Input
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        inputMode="numeric"
        value={value}
        ariaLabel={label}
        invalid={errorText !== undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.detail.value)}
      />
    </FormField>
  );
}
