abc
 x
