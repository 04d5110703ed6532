import { Slider as SliderPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "../../lib/cn";

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible label for each thumb, in order. */
  thumbLabels?: string[];
  /** What a screen reader says for a thumb's value ("EC$135.00" rather than "50"). */
  valueText?: (value: number) => string;
};

function Slider({ className, defaultValue, value, min = 0, max = 100, thumbLabels, valueText, ...props }: SliderProps) {
  const values = React.useMemo(
    () => (Array.isArray(value) ? value : Array.isArray(defaultValue) ? defaultValue : [min]),
    [value, defaultValue, min],
  );

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="bg-muted relative grow overflow-hidden rounded-full data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="bg-primary absolute data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positional and never reorder
          key={index}
          aria-label={thumbLabels?.[index]}
          // Radix learns a thumb's place only once mounted: the server's HTML needs them written out.
          aria-valuenow={thumbValue}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={valueText?.(thumbValue)}
          className="border-primary bg-background ring-ring/50 block size-5 shrink-0 rounded-full border shadow-sm transition-[color,box-shadow] hover:ring-4 focus-visible:ring-4 focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50"
        />
      ))}
    </SliderPrimitive.Root>
  );
}

export type { SliderProps };
export { Slider };
