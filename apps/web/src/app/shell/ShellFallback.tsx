import { Loading } from '../../ui/LoadState.tsx';

/** What a signed-in page shows while the shell's code arrives: the header's band and the loader. */
export function ShellFallback() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <div style={{ height: 60, borderBottom: '1px solid var(--mantine-color-gray-3)' }} />
      <main>
        <Loading />
      </main>
    </div>
  );
}
