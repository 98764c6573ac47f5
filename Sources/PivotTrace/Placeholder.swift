import Pivot
