import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-progress bg-primary motion-reduce:animate-pulse" />
    </div>
  );
}
