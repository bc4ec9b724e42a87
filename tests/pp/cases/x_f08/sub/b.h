int b = __INCLUDE_LEVEL__;
__FILE__
