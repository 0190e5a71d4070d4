import { Header } from "../components/site/header.tsx";

/** The header island: the menu's state and the language switcher's memory (docs/decisions/103). */
export default function HeaderIsland() {
  return <Header />;
}
