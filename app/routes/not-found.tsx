import { data } from "react-router";
import { NotFoundContent } from "../components/site/not-found-content.tsx";

// Any path that is not a page: the not-found page with HTTP status 404.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent variant="notFound" />;
}
