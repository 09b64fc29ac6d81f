import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListSummary } from './ListInfo.tsx';

afterEach(cleanup);

describe("a load list's summary", () => {
  it("names the sale less the cost 'Margen', in Spanish, with its sign", () => {
    render(
      <MantineProvider>
        <ListSummary
          summary={{
            totalBultos: 3,
            totalVolumenM3: 1,
            totalPesoKg: 10,
            totalPesoVolumetrico: 250,
            totalVenta: 100_000,
            totalCosto: 125_424,
            profit: -25_424,
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('group', { name: 'Margen' }).textContent).toBe('Margen-$25.424');
    expect(screen.queryByRole('group', { name: 'Profit' })).toBeNull();
  });
});
