/** What a route shows when rendering it throws: a readable message and a way back, instead of a blank page. */
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { ErrorMessage } from '../ui/ErrorMessage';

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="route-error">
      <h1>
        {isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong'}
      </h1>
      {!isRouteErrorResponse(error) && <ErrorMessage error={error} />}
      <Link to={paths.boards.href()}>Back to your boards</Link>
    </main>
  );
}
