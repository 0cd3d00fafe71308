import { AboutText } from '../../features/site-texts/components/about-text';

export function HomeRoute() {
  return (
    <>
      <h1>Välkommen till Torget</h1>
      <AboutText />
    </>
  );
}
