import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { INITIAL_VIEW, panBy, wheelFactor, zoomAt, type ZoomView } from './zoom';

/** The point under the pointer, from the centre of the box it is over, in box fractions. */
export function pointInBox(target: EventTarget | null, clientX: number, clientY: number) {
  const box = target instanceof Element ? target.closest('[data-compare-box]') : null;
  if (!box) return null;
  const rect = box.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  return {
    x: (clientX - rect.left) / rect.width - 0.5,
    y: (clientY - rect.top) / rect.height - 0.5,
    width: rect.width,
    height: rect.height,
  };
}

export interface ZoomPan {
  view: ZoomView;
  setView: (update: (view: ZoomView) => ZoomView) => void;
  reset: () => void;
  dragging: boolean;
  /** The stage's pointer handlers: drag to pan, double click to reset. */
  stageHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onDoubleClick: (event: { clientX: number; clientY: number }) => void;
  };
}

/**
 * One zoom and pan for both pictures (`zoom.ts`): the wheel zooms around the pointer, dragging
 * pans, a double click resets. A new `pairKey` (another pair shown) starts from the whole
 * picture again.
 */
export function useZoomPan(stageRef: RefObject<HTMLElement | null>, pairKey: string): ZoomPan {
  const [view, setViewState] = useState<ZoomView>(INITIAL_VIEW);
  const [viewFor, setViewFor] = useState(pairKey);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ id: number; x: number; y: number; width: number; height: number } | null>(
    null,
  );

  // Another pair: the whole picture again (adjusted while rendering, not in an effect).
  if (viewFor !== pairKey) {
    setViewFor(pairKey);
    setViewState(INITIAL_VIEW);
  }

  // The wheel zooms around the pointer; a passive React listener could not keep the page still.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      const point = pointInBox(event.target, event.clientX, event.clientY);
      if (!point || event.ctrlKey) return;
      event.preventDefault();
      const delta =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 33 : event.deltaY;
      setViewState((current) => zoomAt(current, wheelFactor(delta), point));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stageRef]);

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  return {
    view,
    setView: setViewState,
    reset: () => setViewState(INITIAL_VIEW),
    dragging,
    stageHandlers: {
      onPointerDown: (event) => {
        if (event.button !== 0) return;
        const point = pointInBox(event.target, event.clientX, event.clientY);
        if (!point) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = {
          id: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          width: point.width,
          height: point.height,
        };
        setDragging(true);
      },
      onPointerMove: (event) => {
        const current = drag.current;
        if (!current || current.id !== event.pointerId) return;
        const dx = (event.clientX - current.x) / current.width;
        const dy = (event.clientY - current.y) / current.height;
        current.x = event.clientX;
        current.y = event.clientY;
        setViewState((state) => panBy(state, dx, dy));
      },
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onDoubleClick: ({ clientX, clientY }) => {
        // The stage captured the pointer, so the event's target is the stage itself.
        const under = document.elementFromPoint(clientX, clientY);
        if (pointInBox(under, clientX, clientY)) setViewState(INITIAL_VIEW);
      },
    },
  };
}
