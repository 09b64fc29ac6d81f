export async function run() {
  return [];
}
