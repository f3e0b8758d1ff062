import { data } from "react-router"

// Any path the route table does not list: answer 404 and let the root error
// boundary show the "Scene Not Found" screen.
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
