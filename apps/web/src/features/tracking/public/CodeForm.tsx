import { typedTrackingCode } from '@carga/domain';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * 'Código de seguimiento' and 'Buscar' (issue 29): on /seguimiento without a code, and under 'No
 * encontramos…', so a person who typed the code by hand can type it again instead of editing the address.
 */
export function CodeForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typedTrackingCode(text);
    if (!code) {
      setError('Ingrese el código de seguimiento de su comprobante de recepción');
      return;
    }
    setError(null);
    navigate(`/seguimiento/${encodeURIComponent(code)}`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Buscar carga">
      <Stack gap="sm" align="flex-start">
        <TextInput
          label="Código de seguimiento"
          description="20 letras y números, impresos junto al código QR del comprobante"
          placeholder="Ej.: 7K3M9QW2XR4TB8NP5HJC"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          w="100%"
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Buscar
        </Button>
      </Stack>
    </form>
  );
}
