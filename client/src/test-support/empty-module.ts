// What a stylesheet import (the fonts' CSS) is in component tests: jsdom has no use for it.
export {};
